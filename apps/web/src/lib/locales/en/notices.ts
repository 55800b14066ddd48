import type noticesZh from '../zh/notices.ts';

type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : Shape<T[K]>;
};

/** English texts of the message centre and notification settings (shape of zh/notices.ts). */
const noticesEn: Shape<typeof noticesZh> = {
  notices: {
    entry: 'Messages',
    unreadBadge: '{{n}} unread',
    readAll: 'Mark all read',
    unread: 'Unread',
    listLabel: 'Messages',
    empty: 'No messages yet',
    emptyHint: 'Lesson reminders, bookings and reports show up here',
    loadFailed: 'Could not load messages',
    settingsFailed: 'Could not load notification settings',
    settingsHint:
      'Messages in the app are always on. Choose SMS and push below; nothing is sent from {{from}} to {{to}} except the 15-minute lesson reminder.',
    event: 'Notification',
    sms: 'SMS',
    pushCol: 'Push',
    events: {
      lesson_reminder_24h: 'Lesson in 24 hours',
      lesson_reminder_15m: 'Lesson in 15 minutes',
      booking_confirmed: 'Booking confirmed',
      lesson_cancelled: 'Lesson cancelled',
      lesson_reassigned: 'New teacher',
      report_ready: 'Lesson report',
      credits_expiring: 'Credits expiring',
      order_paid: 'Payment received',
      refund_made: 'Refund',
      school_reply: 'Reply from the school',
    },
    push: {
      enable: 'Turn on push reminders on this phone',
      on: 'Push reminders are on for this phone.',
      denied: 'This browser blocks notifications from this site; allow them again in its settings.',
      unsupported:
        'This browser cannot show push reminders; reminders still come as messages and SMS.',
      askTitle: 'Turn on lesson reminders?',
      askBody: 'We remind you 24 hours and 15 minutes before each lesson.',
      askYes: 'Turn on',
      askNo: 'Not now',
      installTitle: 'Reminders on an iPhone',
      install:
        'On an iPhone, push reminders need the app on the Home Screen: tap Share at the bottom of Safari, choose “Add to Home Screen”, then open the app from the Home Screen and turn reminders on in Notification settings.',
      installOk: 'Got it',
    },
  },
};

export default noticesEn;
