import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { MessageCentre, ReadAllButton } from '../../features/messages/components/MessageCentre.tsx';
import { useDataStore } from '../../lib/store.ts';

/** 消息中心 (我的): reminders, bookings, reports, payments and the school's replies. */
export default function MessagesPage() {
  const token = useDataStore((s) => s.token);
  if (!token) return <LoginFirstPage />;
  return (
    <Page right={<ReadAllButton />}>
      <MessageCentre />
    </Page>
  );
}
