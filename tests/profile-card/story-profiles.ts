import type { Schemas } from '@/api/client';
import { buildFullProfile, buildProfile, toPublicProfile } from '@mocks/factories';
import type { TabKey } from '@/card/profile-card/card-data';

type Profile = Schemas['PublicProfile'];

/** The seeded card with every field (two of each contact entry, three documents…). */
export const everyField = (style?: Partial<Schemas['Style']>): Profile =>
  toPublicProfile(
    buildFullProfile({ _id: 'story-full', style: { theme: 'dark', accent: 'blue', ...style } }),
  );

/** A card whose only data is one tab's section, so that tab alone shows (and is active). */
export function onlyTab(tab: TabKey): Profile {
  const full = everyField();
  const blank = toPublicProfile(
    buildProfile({
      _id: `story-${tab}`,
      general: { name: 'Owen Owner', tagLine: 'Founder, Owen & Co.' },
    }),
  );
  const sections: Record<TabKey, Partial<Profile>> = {
    description: { general: { ...blank.general, description: full.general.description } },
    contact: { contact: full.contact },
    socials: { socials: full.socials },
    location: { location: full.location },
    documents: { documents: full.documents },
    other: { other: full.other },
  };
  return { ...blank, ...sections[tab] };
}

/** A card as an attacker would fill it, if the server let them (it does not: the page must not rely on that). */
export const hostile = (): Profile => {
  const xss = '<img src=x onerror=alert(1)>';
  return toPublicProfile(
    buildProfile({
      _id: 'story-hostile',
      general: {
        name: `${xss} ${'Wolfeschlegelsteinhausenbergerdorff'.repeat(3)}`,
        tagLine: '"><script>alert(2)</script>',
        description: `${xss}\n${'A very long line without spaces '.replace(/ /g, '').repeat(8)}`,
        logo: { name: 'x', content: 'javascript:alert(3)' },
      },
      socials: { website: 'javascript:alert(4)', instagram: 'https://www.instagram.com/owen' },
      documents: [
        { name: 'Bad', content: 'data:text/html,<script>alert(5)</script>' },
        {
          name: `Annual report ${'2026'.repeat(20)}`,
          content: 'https://owen.example.com/report.pdf',
        },
      ],
    }),
  );
};
