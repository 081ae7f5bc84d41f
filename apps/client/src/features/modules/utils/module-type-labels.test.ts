import { i18n } from '@lingui/core';
import { MODULE_TYPE_NAMES, MODULE_TYPES } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { MODULE_TYPE_DESCRIPTIONS, MODULE_TYPE_LABELS } from './module-type-labels';

describe('module type labels', () => {
  it('say in English exactly what the schema says, for every type', () => {
    for (const type of MODULE_TYPE_NAMES) {
      expect(i18n._(MODULE_TYPE_LABELS[type])).toBe(MODULE_TYPES[type].label);
      expect(i18n._(MODULE_TYPE_DESCRIPTIONS[type])).toBe(MODULE_TYPES[type].description);
    }
    expect(Object.keys(MODULE_TYPE_LABELS).sort()).toEqual([...MODULE_TYPE_NAMES].sort());
  });
});
