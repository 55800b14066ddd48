/** English texts of 我的消息 (spread into en.ts). */
const myMessagesEn = {
  myMessages: {
    listLabel: 'My messages and feedback',
    toTeacher: 'Message to {{name}}',
    feedback: 'Feedback · {{type}}',
    feedbackTypes: {
      bug: 'Something does not work',
      suggestion: 'Suggestion',
      course: 'Lessons and teachers',
      order: 'Orders and payment',
      other: 'Other',
    },
    schoolReply: 'Reply from the school',
    waiting: 'Received; the school will reply soon',
    empty: 'No messages yet',
    emptyHint: 'Your messages to teachers and feedback show here, with the school’s replies',
    loadFailed: 'Could not load messages',
  },
};
export default myMessagesEn;
