import type { FluentIcon } from '@fluentui/react-icons';
import {
  AppsRegular,
  ArrowTrendingRegular,
  BookRegular,
  BuildingBankRegular,
  CalendarLtrRegular,
  ContactCardRegular,
  DataBarVerticalRegular,
  DataTrendingRegular,
  DocumentTextRegular,
  FolderRegular,
  GaugeRegular,
  GlobeRegular,
  HatGraduationRegular,
  HomeRegular,
  LinkRegular,
  PeopleTeamRegular,
  PersonRegular,
  SettingsRegular,
  StoreMicrosoftRegular,
} from '@fluentui/react-icons';

/** The menu's icon names (Ant Design icon names in JeecgBoot) → Fluent icons; only the top level shows icons. */
const ICONS: Record<string, FluentIcon> = {
  home: HomeRegular,
  dashboard: GaugeRegular,
  setting: SettingsRegular,
  fund: DataTrendingRegular,
  bank: BuildingBankRegular,
  read: HatGraduationRegular,
  team: PeopleTeamRegular,
  contacts: ContactCardRegular,
  'file-text': DocumentTextRegular,
  schedule: CalendarLtrRegular,
  'bar-chart': DataBarVerticalRegular,
  rise: ArrowTrendingRegular,
  folder: FolderRegular,
  global: GlobeRegular,
  shop: StoreMicrosoftRegular,
  user: PersonRegular,
  book: BookRegular,
  link: LinkRegular,
};

export function MenuIcon({ name }: { name?: string | undefined }) {
  const Icon = (name && ICONS[name]) || AppsRegular;
  return <Icon aria-hidden="true" />;
}
