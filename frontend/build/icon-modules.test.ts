import { iconModuleCode, readIconSet, splitIconImports } from './icon-modules';

const bootstrapIcons = readIconSet('bs');

describe('one module per icon', () => {
  it('gives each icon of an import its own module, keeping local names and line numbers', () => {
    const code = [
      "import { BsCart3, BsList as Menu } from 'react-icons/bs';",
      'import {',
      '  BsHeadset,',
      '  BsPalette,',
      "} from 'react-icons/bs';",
      "import type { IconType } from 'react-icons';",
      'const icons = [BsCart3, Menu, BsHeadset, BsPalette];',
    ].join('\n');
    const split = splitIconImports(code);
    expect(split.split('\n')).toHaveLength(code.split('\n').length);
    expect(split.split('\n')[0]).toBe(
      "import { BsCart3 as BsCart3 } from 'virtual:react-icon/bs/BsCart3'; import { BsList as Menu } from 'virtual:react-icon/bs/BsList';",
    );
    expect(split).toContain("import { BsPalette as BsPalette } from 'virtual:react-icon/bs/BsPalette';");
    expect(split).not.toContain("from 'react-icons/bs'");
    expect(split).toContain("import type { IconType } from 'react-icons';");
    expect(split.split('\n').at(-1)).toBe('const icons = [BsCart3, Menu, BsHeadset, BsPalette];');
  });

  it("writes an icon's module from the installed set: its own drawing, the set's GenIcon", () => {
    const code = iconModuleCode(bootstrapIcons, 'BsCart3');
    expect(code).toMatch(
      /^import \{ GenIcon \} from 'react-icons\/lib';\nexport function BsCart3 \(props\) \{/,
    );
    expect(code.match(/export function/g)).toHaveLength(1);
    expect(code).not.toContain('BsCart2');
  });

  it('refuses an icon the set does not have, or a name that is no icon', () => {
    expect(() => iconModuleCode(bootstrapIcons, 'BsNoSuchIcon')).toThrow(
      'react-icons defines no BsNoSuchIcon',
    );
    expect(() => iconModuleCode(bootstrapIcons, 'Bs.*')).toThrow('Not an icon name');
  });
});
