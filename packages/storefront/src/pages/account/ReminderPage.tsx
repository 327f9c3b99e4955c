import type { PageProps } from '../../kit/index.js';
import { ReminderRequest } from './reminder.js';

/** /reminder: the link to set a new password is mailed to the member's address. */
export function ReminderPage({ route }: PageProps) {
  return <ReminderRequest route={route} type="password" />;
}
