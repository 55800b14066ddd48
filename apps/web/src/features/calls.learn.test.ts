import * as books from '@school/contract/api/books';
import * as content from '@school/contract/api/content';
import * as exams from '@school/contract/api/exams';
import type { Endpoint } from '@school/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { bookCalls } from './books/calls.ts';
import { contentCalls } from './content/calls.ts';
import { examCalls } from './exams/calls.ts';

const pairs: [string, { method: string; path: string }, Endpoint][] = [
  ['banners', contentCalls.banners, content.listBanners],
  ['notices', contentCalls.notices, content.listNotices],
  ['faqs', contentCalls.faqs, content.listFaqs],
  ['agreements', contentCalls.agreements, content.listUserAgreements],
  ['privacy', contentCalls.privacy, content.listPrivacyPolicies],
  ['school', contentCalls.school, content.viewSchool],
  ['videos', contentCalls.videos, content.listHighlightVideos],
  ['survey', contentCalls.survey, content.editSurvey],
  ['book list', bookCalls.list, books.listBooks],
  ['book view', bookCalls.view, books.viewBook],
  ['textbooks', bookCalls.textbooks, books.listTextbooks],
  ['unit exams', examCalls.unitExams, exams.listUnitExams],
  ['course exam', examCalls.courseExam, exams.viewCourseExam],
  ['exam view', examCalls.view, exams.viewExam],
  ['submit', examCalls.submit, exams.submitExam],
  ['results', examCalls.results, exams.listExamResults],
  ['result', examCalls.result, exams.viewExamResult],
];

describe('content, book and exam call descriptors', () => {
  it.each(pairs)('%s names its endpoint', (_, desc, endpoint) => {
    expect({ method: desc.method, path: desc.path }).toEqual({
      method: endpoint.method,
      path: endpoint.path,
    });
  });
});
