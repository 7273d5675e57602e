import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('titles a section of the page h2 and a section inside it h3, so no heading level is skipped', () => {
    renderWithProviders(
      <>
        <h1>eSIM Status</h1>
        <SectionCard
          title="Bundle Status"
          footer={<SectionCard title="Top up this eSIM">offers</SectionCard>}
        >
          <SectionCard title="Activation">code</SectionCard>
        </SectionCard>
        <SectionCard title="Top-up History">none</SectionCard>
      </>,
    );

    const levels = screen
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent ?? ''}`);
    expect(levels).toEqual([
      'H1 eSIM Status',
      'H2 Bundle Status',
      'H3 Activation',
      'H3 Top up this eSIM',
      'H2 Top-up History',
    ]);
    expect(screen.getByRole('region', { name: 'Activation' })).toHaveTextContent('code');
  });
});
