import { CHART_SOURCES, LIVE_CHART_SERIES, STAT_FORMATS, STAT_SOURCES, WIDGET_TYPES } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import {
  CHART_SOURCE_LABELS,
  LIVE_SERIES_LABELS,
  STAT_FORMAT_LABELS,
  STAT_SOURCE_LABELS,
  WIDGET_TYPE_LABELS,
} from './widget-labels';

const english = (labels: Record<string, { message?: string }>) =>
  Object.fromEntries(Object.entries(labels).map(([key, d]) => [key, d.message]));

describe('widget labels', () => {
  it('say in English exactly what the schema says', () => {
    expect(english(WIDGET_TYPE_LABELS)).toEqual(
      Object.fromEntries(Object.entries(WIDGET_TYPES).map(([key, t]) => [key, t.label])),
    );
    expect(english(STAT_SOURCE_LABELS)).toEqual({ ...STAT_SOURCES });
    expect(english(STAT_FORMAT_LABELS)).toEqual({ ...STAT_FORMATS });
    expect(english(CHART_SOURCE_LABELS)).toEqual({ ...CHART_SOURCES });
    expect(
      Object.fromEntries(
        Object.entries(LIVE_SERIES_LABELS).map(([key, names]) => [key, names.map((d) => d.message)]),
      ),
    ).toEqual({ ...LIVE_CHART_SERIES });
  });
});
