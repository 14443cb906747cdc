/** Replaced by the role dashboards (issue 5); the shell routes /home/dashboard here. */
export function HomeDashboardPage() {
  return null;
}
