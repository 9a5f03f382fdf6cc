import { clsx } from 'clsx';
import { useId, useState, type CSSProperties } from 'react';
import { MessageCircle } from 'lucide-react';
import {
  normalizeHexColor,
  readableTextColor,
  type LiveChatSettings,
  type LiveChatSettingsLabels,
} from '../../../domain/live-chat';
import * as styles from './WidgetPreview.css';

export type WidgetPreviewLabels = Pick<
  LiveChatSettingsLabels,
  | 'preview'
  | 'previewCaption'
  | 'previewOnline'
  | 'previewOffline'
  | 'previewShowAs'
  | 'previewDisabled'
  | 'widgetTitle'
  | 'widgetInput'
>;

export type PreviewMode = 'online' | 'offline';

export interface WidgetPreviewProps {
  readonly settings: LiveChatSettings;
  readonly labels: WidgetPreviewLabels;
  /** which message the preview starts with: the welcome (online) or the offline one */
  readonly defaultMode?: PreviewMode;
  readonly className?: string;
}

/** `var(--name)` from createVar, as the bare custom property name an inline style needs. */
const propertyName = (cssVar: string) => cssVar.replace(/^var\((--[^)]+)\)$/, '$1');

/**
 * The chat widget as a visitor would see it, on a sketch of a web page: in the chosen corner and
 * colour, with the welcome or offline message. The header text is white or black, whichever
 * reads better on the chosen colour (at least 4.5:1 for any colour).
 */
export function WidgetPreview({ settings, labels, defaultMode = 'online', className }: WidgetPreviewProps) {
  const [mode, setMode] = useState<PreviewMode>(defaultMode);
  const titleId = useId();
  const color = normalizeHexColor(settings.primaryColor);
  const colorStyle = color
    ? ({
        [propertyName(styles.widgetColor)]: color,
        [propertyName(styles.widgetTextColor)]: readableTextColor(color),
      } as CSSProperties)
    : undefined;
  const message = mode === 'online' ? settings.welcomeMessage : settings.offlineMessage;

  return (
    <figure className={clsx(styles.root, className)} aria-labelledby={titleId}>
      <div className={styles.caption}>
        <span className={styles.captionText}>
          <span id={titleId} className={styles.title}>
            {labels.preview}
          </span>
          <span className={styles.detail}>{labels.previewCaption}</span>
        </span>
        <span role="group" aria-label={labels.previewShowAs} className={styles.modes}>
          {(['online', 'offline'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.modeButton}
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              {value === 'online' ? labels.previewOnline : labels.previewOffline}
            </button>
          ))}
        </span>
      </div>
      <div
        className={styles.frame}
        style={colorStyle}
        data-position={settings.position}
        data-color={color ?? undefined}
      >
        <div className={styles.browserBar} aria-hidden="true">
          <span className={styles.browserDot} />
          <span className={styles.browserDot} />
          <span className={styles.browserDot} />
        </div>
        <div className={styles.fakePage} aria-hidden="true">
          <span className={styles.fakeLine({ width: 'heading' })} />
          <span className={styles.fakeLine({ width: 'full' })} />
          <span className={styles.fakeLine({ width: 'most' })} />
          <span className={styles.fakeLine({ width: 'half' })} />
        </div>
        {settings.enabled ? (
          <div className={styles.widget({ position: settings.position })} data-widget="">
            <div className={styles.panel}>
              <div className={styles.panelHeader} data-widget-header="">
                <MessageCircle aria-hidden="true" focusable="false" size="1.1em" />
                <span className={styles.panelTitle}>{labels.widgetTitle}</span>
                <span className={styles.presence}>
                  <span className={styles.presenceDot({ mode })} aria-hidden="true" />
                  {mode === 'online' ? labels.previewOnline : labels.previewOffline}
                </span>
              </div>
              <div className={styles.panelBody}>
                <p className={styles.greeting} data-widget-message="">
                  {message}
                </p>
                <p className={styles.fakeInput} aria-hidden="true">
                  {labels.widgetInput}
                </p>
              </div>
            </div>
            <span className={styles.launcher} aria-hidden="true">
              <MessageCircle className={styles.launcherIcon} focusable="false" />
            </span>
          </div>
        ) : (
          <p className={styles.off}>{labels.previewDisabled}</p>
        )}
      </div>
    </figure>
  );
}
