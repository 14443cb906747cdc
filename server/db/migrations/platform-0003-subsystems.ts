/**
 * Subsystem grants per hospital (seed 000 sections 2.4 and 6): whether the benefit analysis and
 * the equipment sharing centres are open to a hospital. No row means not granted. Replaced by the
 * subscriptions: platform-0009-subscriptions moves its rows there and drops it.
 */
export const platformSubsystems: string[] = [
  `CREATE TABLE platform.hosp_subsystem (
     hosp_code varchar(32) NOT NULL REFERENCES platform.hosp(hosp_code) ON UPDATE CASCADE ON DELETE CASCADE,
     subsystem varchar(32) NOT NULL CHECK (subsystem IN ('benefit', 'sharingCenter')),
     enabled boolean NOT NULL DEFAULT false,
     lstupd_date_time timestamp(0) NOT NULL,
     PRIMARY KEY (hosp_code, subsystem)
   )`,
];
