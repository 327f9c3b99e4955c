import { selectHasMailErrorCountOver, selectHasPasswordExpired, useAppSelector } from '@mise/store';
import { Heading, Link } from '@mise/ui';
import { styled } from 'styled-components';
import { useStorefront } from '../../kit/index.js';
import { routesFor } from '../../routes/table.js';
import type { PageProps } from '../../kit/index.js';
import { UnreadBadge } from '../mypage/index.js';
import {
  AccountFrame,
  Actions,
  Alert,
  LinkList,
  LoadFailed,
  Pending,
  useMember,
} from '../../shared/page.js';

/** Sections of my page: one level below /mypage, not an item's page, not the logout. */
const isSection = (path: string, id: string) =>
  /^\/mypage\/[^/:]+$/.test(path) && id !== 'mypageLogout';

/**
 * The menu's groups, by route id. A shop shows the screens its route table has (the motorcycle
 * shop adds its own); a section no group names still appears, under その他.
 */
const GROUPS: { title: string; ids: string[] }[] = [
  {
    title: 'ご注文・お支払い',
    ids: ['mypageOrderHistory', 'mypagePoint', 'mypageCard', 'mypageAddress'],
  },
  {
    title: 'お気に入り・履歴',
    ids: [
      'mypageBookmark',
      'mypageList',
      'mypageProductHistory',
      'mypageProductSearchHistory',
      'mypageProductRequestHistory',
    ],
  },
  {
    title: 'お知らせ・お問い合わせ',
    ids: ['mypageMessageCenter', 'mypageInquiryHistory'],
  },
  {
    title: 'バイクライフ',
    ids: ['mypageMemorial', 'mypageMeasurement', 'mypageNameEmbroidery'],
  },
  {
    title: '会員情報',
    ids: ['mypageUserInfo', 'mypagePassword', 'mypageLoginHistory', 'mypageLeave'],
  },
];

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Greeting = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Sections = styled(LinkList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.spacing(50)}, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** /mypage: the member's home, with every my-page section this shop has. */
export function MypagePage({ route }: PageProps) {
  const { theme } = useStorefront();
  const { user, loading, failed } = useMember();
  const hasPasswordExpired = useAppSelector(selectHasPasswordExpired);
  const hasMailErrorCountOver = useAppSelector(selectHasMailErrorCountOver);
  const sections = routesFor(theme.name).filter(({ path, id }) => isSection(path, id));
  const grouped = new Set(GROUPS.flatMap((group) => group.ids));
  const groups = [
    ...GROUPS.map((group) => ({
      title: group.title,
      sections: group.ids.flatMap((id) => sections.filter((section) => section.id === id)),
    })),
    { title: 'その他', sections: sections.filter((section) => !grouped.has(section.id)) },
  ].filter((group) => group.sections.length > 0);

  return (
    <AccountFrame route={route}>
      {loading ? (
        <Pending label="会員情報を読み込んでいます…" />
      ) : failed ? (
        <LoadFailed />
      ) : (
        user && (
          <Greeting>
            {user.company_name ? `${user.company_name} ` : ''}
            {user.last_name} {user.first_name} 様
          </Greeting>
        )
      )}
      {user && !user.is_email_verified && (
        <Alert tone="warning">
          <p>メールアドレスの確認が完了していません。</p>
          <p>
            <Link href="/verify/">メールアドレスを確認する</Link>
          </p>
        </Alert>
      )}
      {hasPasswordExpired && (
        <Alert tone="warning">
          <p>パスワードの有効期限が切れています。新しいパスワードに変更してください。</p>
          <p>
            <Link href="/mypage/password/">パスワードを変更する</Link>
          </p>
        </Alert>
      )}
      {hasMailErrorCountOver && (
        <Alert tone="warning">
          <p>ご登録のメールアドレスにメールが届いていません。メールアドレスをご確認ください。</p>
          <p>
            <Link href="/mypage/user_info/edit/">会員情報を変更する</Link>
          </p>
        </Alert>
      )}
      <Menu aria-labelledby="mypage-menu">
        <Heading level={2} id="mypage-menu">
          メニュー
        </Heading>
        {groups.map((group, index) => (
          <Group key={group.title} aria-labelledby={`mypage-menu-${index}`}>
            <Heading level={3} size="md" id={`mypage-menu-${index}`}>
              {group.title}
            </Heading>
            <Sections>
              {group.sections.map((section) => (
                <li key={section.id}>
                  <Link href={`${section.path}/`}>
                    {section.title}
                    {section.id === 'mypageMessageCenter' && <UnreadBadge refresh />}
                  </Link>
                </li>
              ))}
            </Sections>
          </Group>
        ))}
      </Menu>
      <Actions>
        <Link href="/mypage/logout/" variant="secondary">
          ログアウト
        </Link>
      </Actions>
    </AccountFrame>
  );
}
