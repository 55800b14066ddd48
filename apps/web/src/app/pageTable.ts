import { loadMoreTexts } from '../lib/i18n.ts';
import type { PageLoader } from './lazyPage.tsx';

/** Every page but the login screen needs the rest of the texts: load them alongside. */
const withTexts =
  (load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), loadMoreTexts()]).then(([page]) => page);

const loginPage: PageLoader = () => import('../pages/login/LoginPage.tsx');

/**
 * Loaded lazily by pages.ts (its dynamic imports and their dependency lists stay out of the
 * login route's first download).
 *
 * Where each route of lib/routes.ts finds its screen (one lazily loaded file per screen, grouped
 * like the spec's routes). routes.test.ts checks that both lists name the same paths.
 */
const loaders: Record<string, PageLoader> = {
  '/pages/home/index': () => import('../pages/home/HomePage.tsx'),
  '/pages/course/index': () => import('../pages/course/CoursePage.tsx'),
  '/pages/mall/index': () => import('../pages/mall/MallPage.tsx'),
  '/pages/mine/index': () => import('../pages/mine/MinePage.tsx'),
  '/pages/register/index': () => import('../pages/register/RegisterPage.tsx'),
  '/pages/index/index': () => import('../pages/index/IndexPage.tsx'),
  '/pages/course/myclass': () => import('../pages/course/MyClassPage.tsx'),
  '/pages/course/details': () => import('../pages/course/DetailsPage.tsx'),
  '/pages/course/courseprogress': () => import('../pages/course/CourseProgressPage.tsx'),
  '/pages/course/historyCourse': () => import('../pages/course/HistoryCoursePage.tsx'),
  '/pages/course/comment': () => import('../pages/course/CommentPage.tsx'),
  '/pages/course/record': () => import('../pages/course/RecordPage.tsx'),
  '/pages/course/play': () => import('../pages/course/PlayPage.tsx'),
  '/pages/mine/userinfo': () => import('../pages/mine/UserInfoPage.tsx'),
  '/pages/mine/nickname': () => import('../pages/mine/NicknamePage.tsx'),
  '/pages/mine/collect': () => import('../pages/mine/CollectPage.tsx'),
  '/pages/mine/preference': () => import('../pages/mine/PreferencePage.tsx'),
  '/pages/mine/setting': () => import('../pages/mine/SettingPage.tsx'),
  '/pages/mine/order': () => import('../pages/mine/OrderPage.tsx'),
  '/pages/mine/orderDetail': () => import('../pages/mine/OrderDetailPage.tsx'),
  '/pages/mine/myclassnum': () => import('../pages/mine/MyClassNumPage.tsx'),
  '/pages/mine/myclasslist': () => import('../pages/mine/MyClassListPage.tsx'),
  '/pages/mine/messages': () => import('../pages/mine/MessagesPage.tsx'),
  '/pages/mine/mymessages': () => import('../pages/mine/MyMessagesPage.tsx'),
  '/pages/forgetpass/index': () => import('../pages/forgetpass/ForgetPassPage.tsx'),
  '/pages/forgetpass/setPass': () => import('../pages/forgetpass/SetPassPage.tsx'),
  '/pages/xieyi/index': () => import('../pages/xieyi/AgreementPage.tsx'),
  '/pages/xieyi/confirm': () => import('../pages/xieyi/ConfirmPage.tsx'),
  '/pages/tuijian/index': () => import('../pages/tuijian/RecommendedTeachersPage.tsx'),
  '/pages/huiben/list': () => import('../pages/huiben/BookListPage.tsx'),
  '/pages/huiben/index': () => import('../pages/huiben/BookDetailPage.tsx'),
  '/pages/huiben/play': () => import('../pages/huiben/BookPlayPage.tsx'),
  '/pages/ketang/index': () => import('../pages/ketang/HighlightsPage.tsx'),
  '/pages/assessment/index': () => import('../pages/assessment/AssessmentPage.tsx'),
  '/pages/assessment/unitTest': () => import('../pages/assessment/UnitTestPage.tsx'),
  '/pages/assessment/courseQuestion': () => import('../pages/assessment/CourseQuestionPage.tsx'),
  '/pages/assessment/unitQuestion': () => import('../pages/assessment/UnitQuestionPage.tsx'),
  '/pages/assessment/history': () => import('../pages/assessment/HistoryPage.tsx'),
  '/pages/assessment/historyDetail': () => import('../pages/assessment/HistoryDetailPage.tsx'),
  '/pages/mall/detail': () => import('../pages/mall/DetailPage.tsx'),
  '/pages/mall/payorder': () => import('../pages/mall/PayOrderPage.tsx'),
  '/pages/mall/paysuccess': () => import('../pages/mall/PaySuccessPage.tsx'),
  '/pages/mall/comment': () => import('../pages/mall/CommentPage.tsx'),
  '/pages/mall/list': () => import('../pages/mall/ListPage.tsx'),
  '/pages/choose/choose': () => import('../pages/choose/ChooseTeacherPage.tsx'),
  '/pages/choose/search': () => import('../pages/choose/SearchTeacherPage.tsx'),
  '/pages/teacher/teacher': () => import('../pages/teacher/TeacherPage.tsx'),
  '/pages/teacher/pingjia': () => import('../pages/teacher/ReviewsPage.tsx'),
  '/pages/teacher/schedule': () => import('../pages/teacher/SchedulePage.tsx'),
  '/pages/teacher/confirm-choose': () => import('../pages/teacher/ConfirmChoosePage.tsx'),
  '/pages/teacher/success': () => import('../pages/teacher/SuccessPage.tsx'),
  '/pages/teacher/email': () => import('../pages/teacher/MessagePage.tsx'),
  '/pages/category/category': () => import('../pages/category/CategoryPage.tsx'),
  '/pages/category/category-unit': () => import('../pages/category/CategoryUnitPage.tsx'),
  '/pages/settings/help': () => import('../pages/settings/HelpPage.tsx'),
  '/pages/settings/aboutus': () => import('../pages/settings/AboutUsPage.tsx'),
  '/pages/settings/question': () => import('../pages/settings/FeedbackPage.tsx'),
  '/pages/settings/police': () => import('../pages/settings/PrivacyPage.tsx'),
  '/pages/settings/logout': () => import('../pages/settings/DeleteAccountPage.tsx'),
  '/pages/settings/notify': () => import('../pages/settings/NotifyPage.tsx'),
  '/pages/live/live': () => import('../pages/live/LivePage.tsx'),
  '/pages/live/index': () => import('../pages/live/LiveIndexPage.tsx'),
  '/pages/live/liveWeb': () => import('../pages/live/LiveWebPage.tsx'),
  '/pages/webview/index': () => import('../pages/webview/WebViewPage.tsx'),
  '/pages/anno/anno': () => import('../pages/anno/NoticesPage.tsx'),
  '/pages/pdfviewer/index': () => import('../pages/pdfviewer/PdfViewerPage.tsx'),
  '/pages/teacherdesk/index': () => import('../pages/teacherdesk/DeskPage.tsx'),
  '/pages/teacherdesk/lesson': () => import('../pages/teacherdesk/DeskLessonPage.tsx'),
  '/pages/teacherdesk/history': () => import('../pages/teacherdesk/DeskHistoryPage.tsx'),
  '/pages/teacherdesk/plan': () => import('../pages/teacherdesk/DeskPlanPage.tsx'),
  '/pages/teacherdesk/messages': () => import('../pages/teacherdesk/DeskMessagesPage.tsx'),
};

export const pageLoaders: Record<string, PageLoader> = {
  '/': loginPage,
  '/pages/login/index': loginPage,
  '/pages/login/login': loginPage,
  ...Object.fromEntries(Object.entries(loaders).map(([path, load]) => [path, withTexts(load)])),
};

export const notFoundLoader: PageLoader = withTexts(() => import('../pages/NotFoundPage.tsx'));
