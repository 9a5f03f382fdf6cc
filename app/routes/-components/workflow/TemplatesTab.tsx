import { useId } from 'react';
import { Heading, TemplateCard } from '../../../../design-system';
import { sampleWorkflowTemplates } from '../../../../domain/samples/workflow';
import * as styles from './workflow.css';

export interface TemplatesTabProps {
  readonly onUseTemplate: (templateId: (typeof sampleWorkflowTemplates)[number]['id']) => void;
}

/** The four workflow templates; Use Template opens one in the builder. */
export function TemplatesTab({ onUseTemplate }: TemplatesTabProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <div>
          <Heading level={2} size="xlarge" id={headingId}>
            Templates
          </Heading>
          <p className={styles.lede}>
            Proven workflows to start from. Use one to open it in the builder, then make it your own.
          </p>
        </div>
      </div>
      <ul className={styles.cardGrid} aria-labelledby={headingId}>
        {sampleWorkflowTemplates.map((template) => (
          <TemplateCard
            key={template.id}
            variant="workflow"
            as="li"
            template={template}
            onUse={(id) => onUseTemplate(id as typeof template.id)}
          />
        ))}
      </ul>
    </section>
  );
}
