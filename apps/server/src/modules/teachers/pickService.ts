/** Teachers to pick in the console's filters (modules/consoleLessons). */
export { searchTeachers, teacherNames } from './pickRepository.ts';
