/**
 * Bespoke parts of the console's screens, registered in the engine's registries (widgets, action
 * components, expanded-row panels) before any schema screen renders. One import per area.
 */
import './hospitals/register';
import './roles/register';
import './hosp-users/register';
