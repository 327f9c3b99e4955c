import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../errors.js';
import { ErrorResponse, SHOP_ERRORS } from '../../schemas.js';
import {
  daysBetween,
  describeMonths,
  isValidDate,
  loadBusinessCalendar,
} from '../../services/business-days.js';

/** The longest range one call may ask for: a year and a bit, enough for a yearly calendar. */
export const MAX_CALENDAR_DAYS = 400;

const DateParam = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

export const CalendarDay = Type.Object({
  date: Type.String({ format: 'date' }),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  public_holiday: Type.Union([Type.String(), Type.Null()]),
  shop_event: Type.Union([Type.String(), Type.Null()]),
  is_holiday: Type.Boolean(),
  is_business_day: Type.Boolean(),
});

/** The shop's business-day calendar, month by month (shipping and support days). */
const businessDateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/business-dates/monthly/calendar/front',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: `Every day from startDate to endDate (at most ${MAX_CALENDAR_DAYS} days), grouped by month`,
        querystring: Type.Object({ startDate: DateParam, endDate: DateParam }),
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                month: Type.String({ description: 'YYYY-MM' }),
                dates: Type.Array(CalendarDay),
              }),
            ),
          }),
          422: ErrorResponse,
          ...SHOP_ERRORS,
        },
      },
    },
    async (request) => {
      const { startDate, endDate } = request.query;
      const errors: Record<string, string[]> = {};
      if (!isValidDate(startDate)) errors.startDate = ['開始日が正しい日付ではありません'];
      if (!isValidDate(endDate)) errors.endDate = ['終了日が正しい日付ではありません'];
      if (!errors.startDate && !errors.endDate) {
        const days = daysBetween(startDate, endDate);
        if (days < 0) errors.endDate = ['終了日は開始日以降の日付を指定してください'];
        else if (days >= MAX_CALENDAR_DAYS)
          errors.endDate = [`期間は${MAX_CALENDAR_DAYS}日以内で指定してください`];
      }
      if (Object.keys(errors).length > 0)
        throw new HttpError(422, '入力内容に誤りがあります', { errors });
      const calendar = await loadBusinessCalendar(app.db, request.channel.id);
      return { data: describeMonths(calendar, startDate, endDate) };
    },
  );
};

export default businessDateRoutes;
