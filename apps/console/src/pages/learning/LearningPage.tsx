import { TabbedPage } from '../../components/TabbedPage.tsx';
import { BooksTab } from '../../features/learning/BooksTab.tsx';
import { ExamsTab } from '../../features/learning/ExamsTab.tsx';
import { OutlineTab } from '../../features/learning/OutlineTab.tsx';

const TABS = { books: BooksTab, outline: OutlineTab, exams: ExamsTab } as const;

/**
 * What children learn with (docs/design/school-texts.md §9): picture books, the course outline with its textbooks and
 * unit tests, and the exams (`?tab=outline`).
 */
export default function LearningPage() {
  return <TabbedPage area="learning" tabs={TABS} filters={['q', 'kind', 'published']} />;
}
