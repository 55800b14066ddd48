/** Who is free when, for the console (modules/consoleLessons): queries only. */
export { countOpenSlots, freeTeachersAt } from './freeRepository.ts';
