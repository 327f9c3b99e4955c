import type { PageProps } from '../../kit/index.js';
import { ReminderRequest } from './reminder.js';

/** /reminder/username: the link to see the username is mailed to the member's address. */
export function ReminderUsernamePage({ route }: PageProps) {
  return <ReminderRequest route={route} type="username" />;
}
