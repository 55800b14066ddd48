import { Page } from '../../components/Page.tsx';
import { MessageCentre, ReadAllButton } from '../../features/messages/components/MessageCentre.tsx';

/** The teacher's message centre: new bookings, cancellations and lesson reminders. */
export default function DeskMessagesPage() {
  return (
    <Page right={<ReadAllButton />}>
      <MessageCentre />
    </Page>
  );
}
