import dayjs from 'dayjs';

/** The seeds' date-time wire format, yyyy-MM-dd HH:mm:ss, in the server's local time. */
export function nowDateTime(): string {
  return dayjs().format('YYYY-MM-DD HH:mm:ss');
}
