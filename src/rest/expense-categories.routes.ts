import { Router } from 'express';
import type { Services } from '../app/services';
import { EXPENSE_CATEGORY_NAMES } from '../extraction/fields/expense-categories';
import { restActor } from './auth';

/** The published list a record's `Category` takes its values from; authenticated like the bank-transaction list. */
export function expenseCategoryRoutes(s: Services): Router {
  const r = Router();
  r.get('/api/v4/categories', async (req, res) => {
    await restActor(req, s.accounts);
    res.json({ categories: EXPENSE_CATEGORY_NAMES });
  });
  return r;
}
