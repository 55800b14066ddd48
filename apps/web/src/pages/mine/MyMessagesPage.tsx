import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { MyMessageList } from '../../features/inbox/components/MyMessageList.tsx';
import { useDataStore } from '../../lib/store.ts';

/** 我的消息 (我的): the family's messages to teachers and feedback, with the school's replies. */
export default function MyMessagesPage() {
  const token = useDataStore((s) => s.token);
  if (!token) return <LoginFirstPage />;
  return (
    <Page>
      <MyMessageList />
    </Page>
  );
}
