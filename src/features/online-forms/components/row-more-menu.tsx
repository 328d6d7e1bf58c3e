import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';

export interface MoreAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * Runs a chosen action once the menu has closed and given the focus back to 更多, so a dialog the action opens
 * starts from there (and gives the focus back to it), as after a plain button.
 */
const afterClose = (action: () => void) => void window.setTimeout(action, 0);

/** JeecgBoot's 更多 of a row: the actions beyond the first few, in a menu (no menu when there are none). */
export function RowMoreMenu({ actions }: { actions: readonly MoreAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="transparent" icon={<ChevronDownRegular />} iconPosition="after">
          更多
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((action) => (
            <MenuItem key={action.label} disabled={action.disabled} onClick={() => afterClose(action.onClick)}>
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
