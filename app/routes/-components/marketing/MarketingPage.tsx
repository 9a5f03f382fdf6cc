import {
  Button,
  CaseStudyGrid,
  Container,
  CtaBand,
  FaqAccordion,
  FeatureGrid,
  LegalDocument,
  LogoStrip,
  MarketingHero,
  PageSection,
  PlanCard,
  PlanGrid,
  ProductSteps,
  Link,
  Stack,
  StatsBand,
  Testimonial,
  TestimonialList,
  Text,
} from '../../../../design-system';
import { messages } from '../../../../domain/messages';
import type { PageMeta } from '../../../../domain/pages';
import { formatUsd } from '../../../../domain/plans';
import type { MarketingPageContent, MarketingSection } from '../../../../domain/marketing/types';
import { marketingIcons } from './icons';
import * as styles from './MarketingPage.css';

export interface MarketingPageProps {
  /** the route's title, h1 and description (domain/pages.ts) */
  readonly page: PageMeta;
  readonly content: MarketingPageContent;
}

type Tone = 'plain' | 'tinted';

const freeLabel = 'Free';

/** Bands that take part in the plain/tinted rhythm; the others sit on the canvas. */
const banded = new Set<MarketingSection['kind']>(['stats', 'features', 'steps', 'prose', 'testimonials', 'quote', 'case-studies', 'packages', 'faq']);

/**
 * A marketing page from its copy: the hero, then each section drawn by its design-system
 * component. Bands alternate plain and tinted, so pages keep a rhythm without each one
 * choosing colours.
 */
export function MarketingPage({ page, content }: MarketingPageProps) {
  const { hero, sections } = content;
  let bands = 0;
  return (
    <>
      <MarketingHero
        title={page.heading}
        lede={page.description}
        eyebrow={hero.eyebrow}
        actions={hero.actions}
        points={hero.points}
        image={hero.image}
      />
      {sections.map((section, index) => {
        const tone: Tone = banded.has(section.kind) && bands++ % 2 === 1 ? 'tinted' : 'plain';
        return <Section key={`${section.kind}-${index}`} section={section} tone={tone} />;
      })}
    </>
  );
}

function Section({ section, tone }: { readonly section: MarketingSection; readonly tone: Tone }) {
  switch (section.kind) {
    case 'logos':
      return (
        <Container>
          <LogoStrip
            label={section.label}
            items={section.clients.map((client) => ({ ...client, mark: marketingIcons[client.icon] }))}
          />
        </Container>
      );
    case 'stats':
      return section.section ? (
        <PageSection {...section.section} tone={tone}>
          <StatsBand stats={section.stats} />
        </PageSection>
      ) : (
        <div className={styles.band({ tone })}>
          <Container>
            <StatsBand stats={section.stats} />
          </Container>
        </div>
      );
    case 'features':
      return (
        <PageSection {...section.section} tone={tone}>
          <FeatureGrid
            columns={section.columns}
            items={section.features.map((feature) => ({ ...feature, icon: marketingIcons[feature.icon] }))}
          />
        </PageSection>
      );
    case 'steps':
      return (
        <PageSection {...section.section} tone={tone}>
          <ProductSteps steps={section.steps} />
        </PageSection>
      );
    case 'prose':
      return (
        // Title and text share one readable column, centred: a story set flush left at that
        // width leaves the right half of a wide screen empty.
        <PageSection {...section.section} tone={tone} width="prose">
          <Stack space="medium">
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="large">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </PageSection>
      );
    case 'testimonials':
      return (
        <PageSection {...section.section} tone={tone}>
          <TestimonialList testimonials={section.testimonials} />
        </PageSection>
      );
    case 'quote':
      return (
        <div className={styles.band({ tone })}>
          <Container>
            <Testimonial testimonial={section.testimonial} size="large" />
          </Container>
        </div>
      );
    case 'case-studies':
      return (
        <PageSection {...section.section} tone={tone}>
          <CaseStudyGrid studies={section.studies} />
        </PageSection>
      );
    case 'packages':
      return (
        <PageSection {...section.section} tone={tone}>
          <PlanGrid label={section.section.title} maxColumns={section.packages.length === 4 ? 4 : 3}>
            {section.packages.map((pkg) => (
              <PlanCard
                key={pkg.id}
                name={pkg.name}
                price={pkg.price === 0 ? freeLabel : formatUsd(pkg.price)}
                period={pkg.period}
                description={pkg.description}
                features={pkg.features}
                popular={pkg.popular}
                popularLabel={messages.mostPopular}
                actionLabel={pkg.action.label}
                action={
                  <Button asChild fullWidth tone={pkg.popular ? 'primary' : 'secondary'}>
                    <Link href={pkg.action.to}>{pkg.action.label}</Link>
                  </Button>
                }
              />
            ))}
          </PlanGrid>
          {section.note ? <p className={styles.note}>{section.note}</p> : null}
        </PageSection>
      );
    case 'faq':
      return (
        // Like prose: questions and answers in one readable column, centred, not flush left
        // with the right third of a wide screen empty.
        <PageSection {...section.section} tone={tone} width="prose">
          <FaqAccordion items={section.items} />
        </PageSection>
      );
    case 'legal':
      return <LegalDocument document={section.document} />;
    case 'cta':
      return <CtaBand {...section.cta} />;
  }
}
