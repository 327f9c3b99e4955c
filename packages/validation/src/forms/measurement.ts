import { object } from 'yup';
import type { InferType } from 'yup';
import { decimal, range, requiredWithoutAll } from '../rules.js';

/** Body measurements a rider keeps for sizing gear, one decimal place, in cm or kg. */
const MEASUREMENTS = [
  ['height', '身長（cm）', 50, 250],
  ['weight', '体重（kg）', 10, 300],
  ['chest', '胸囲（cm）', 30, 200],
  ['waist', 'ウエスト（cm）', 30, 200],
  ['hip', 'ヒップ（cm）', 30, 200],
  ['inseam', '股下（cm）', 30, 120],
  ['head', '頭囲（cm）', 40, 70],
  ['hand', '手囲（cm）', 10, 40],
] as const;

type MeasurementKey = (typeof MEASUREMENTS)[number][0];
const keys = MEASUREMENTS.map(([key]) => key);

const fields = Object.fromEntries(
  MEASUREMENTS.map(([key, label, min, max]) => [
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
export const MEASUREMENT_FIELDS = MEASUREMENTS.map(([key, label, min, max]) => ({
  key,
  label,
  min,
  max,
}));
