import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/evaluators.json';
import it_ from '../../../locales/it/evaluators.json';
import { goalDetail } from '../../../src/ui/evaluators/GoalDetailRoute.tsx';

// An operator opening a colleague's goal by address read "L'elemento non esiste più" (it never existed for her):
// like the package, the goal's 404 says that evaluations are private.
describe('goal detail, not the reader’s to see', () => {
  it('names the privacy rule, in both languages', () => {
    expect(goalDetail.notFound).toBe('evaluators:goals.notFound');
    expect(it_.goals.notFound).toMatch(/^Questo obiettivo non esiste, oppure non puoi vederlo/);
    expect(en.goals.notFound).toMatch(/^This goal does not exist, or it is not yours to see/);
  });
});
