import { useLingui } from '@lingui/react/macro';
import { IconChoiceGroup } from '@atrium/ui';
import { ICON_CHOICES, ZoneIcon } from './ZoneIcon';

export interface IconPickerProps {
  value: string;
  onChange: (name: string) => void;
  label?: string;
}

const choices = ICON_CHOICES.map((name) => ({
  value: name,
  label: name,
  icon: <ZoneIcon name={name} className="size-4" />,
}));

/** A radio group of the icons a zone or hub may have. */
export function IconPicker({ value, onChange, label }: IconPickerProps) {
  const { t } = useLingui();
  return (
    <IconChoiceGroup
      legend={label ?? t`Icon`}
      name="icon"
      choices={choices}
      value={value}
      onChange={onChange}
    />
  );
}
