/**
 * Bespoke parts of the console's screens, registered in the engine's registries (widgets, action
 * components, expanded-row panels) before any schema screen renders. One import per area.
 */
import './hospitals/register';
import './roles/register';
import './hosp-users/register';
import './documents/register';
import './inventory/register';
import './operate-log/register';
import './quartz-jobs/register';
import './feedback/register';
import './knowledge-permission/register';
import './sql-manage/register';
import './app-info/register';
import './wx-push/register';
