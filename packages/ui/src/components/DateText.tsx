import { dateTimeAttribute, formatDate, formatDateTime } from '../format.js';
import type { DateInput } from '../format.js';

export type DateTextProps = {
  value: DateInput | null | undefined;
  /** 'YYYY.MM.DD H:mm' instead of 'YYYY.MM.DD'. */
  withTime?: boolean;
  className?: string;
};

/** A date in the shop's format (Tokyo time) inside a machine-readable `<time>`. */
export function DateText({ value, withTime = false, className }: DateTextProps) {
  const text = withTime ? formatDateTime(value) : formatDate(value);
  if (!text) {
    // Unparseable text from the server is still shown rather than silently dropped.
    return typeof value === 'string' && value.trim() ? (
      <span className={className}>{value}</span>
    ) : null;
  }
  return (
    <time className={className} dateTime={dateTimeAttribute(value, withTime)}>
      {text}
    </time>
  );
}
