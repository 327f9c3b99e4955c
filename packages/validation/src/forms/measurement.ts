import { object } from 'yup';
import type { InferType } from 'yup';
import { MEASUREMENT_FIELDS as MEASUREMENTS } from '../options.js';
import { decimal, range, requiredWithoutAll } from '../rules.js';

type MeasurementKey = (typeof MEASUREMENTS)[number]['key'];
const keys = MEASUREMENTS.map(({ key }) => key);

const fields = Object.fromEntries(
  MEASUREMENTS.map(({ key, label, min, max }) => [
    key,
    // Any one measurement is enough to save an entry.
    requiredWithoutAll(
      keys.filter((other) => other !== key),
      range(decimal(label, 1), label, min, max),
    ),
  ]),
) as Record<MeasurementKey, ReturnType<typeof decimal>>;

/** /mypage/measurement/edit */
export const measurementSchema = object(fields);
export type MeasurementValues = InferType<typeof measurementSchema>;
