/** The path prefixes of the API, one per service of the seed's backend (and ours). */
export const BASIC = '/api/lc_basic_service';
export const COURSE = '/api/lc_course_service';
export const SHOP = '/api/lc_shop_service';
/** The teacher's side (issue #7): calls that only a teacher account may make. */
export const TEACHER = '/api/lc_teacher_service';
/** The school's console (docs/design/console.md §7): calls only staff may make, each naming its permission. */
export const ADMIN = '/api/lc_admin_service';
