import { IconNamePicker } from '@/features/shell/components/IconNamePicker';
import { ICON_CHOICES, ZoneIcon } from './ZoneIcon';

export interface IconPickerProps {
  value: string;
  onChange: (name: string) => void;
  label?: string;
}

const zoneIcon = (name: string) => <ZoneIcon name={name} className="size-4" />;

/** A zone's or hub's icon: the usual ones as radios first, and a search over all of lucide's. */
export function IconPicker({ value, onChange, label }: IconPickerProps) {
  return (
    <IconNamePicker
      legend={label}
      name="icon"
      names={ICON_CHOICES}
      renderIcon={zoneIcon}
      allowNone={false}
      value={value}
      onChange={onChange}
    />
  );
}
