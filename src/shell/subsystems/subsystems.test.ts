// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { enabledSubsystems, subsystemUrl } from './subsystems';

describe('subsystems', () => {
  it('enables benefit and sharing only on the auth check, the other two always', () => {
    expect(enabledSubsystems(undefined)).toEqual({ manager: true, benefit: false, sharingCenter: false, maintenanceCycle: true });
    expect(enabledSubsystems({ benefit: true, sharingCenter: false })).toEqual({
      manager: true,
      benefit: true,
      sharingCenter: false,
      maintenanceCycle: true,
    });
  });

  it('leaves out a subsystem the catalogue disabled (no address)', () => {
    expect(
      enabledSubsystems(
        { benefit: true, sharingCenter: true },
        { manager: 'https://a.example.com/', sharingCenter: 'https://s.example.com/' },
      ),
    ).toEqual({
      manager: true,
      benefit: false,
      sharingCenter: true,
      maintenanceCycle: false,
    });
  });

  it('puts tk on every address and hosp_code on the maintenance-cycle one', () => {
    expect(subsystemUrl('https://benefit-test.example.com/entry?x=1', 'benefit', 'tok', '10001')).toBe(
      'https://benefit-test.example.com/entry?x=1&tk=tok',
    );
    expect(subsystemUrl('https://pm-test.example.com/', 'maintenanceCycle', 'a b', '10002')).toBe(
      'https://pm-test.example.com/?tk=a+b&hosp_code=10002',
    );
  });
});
