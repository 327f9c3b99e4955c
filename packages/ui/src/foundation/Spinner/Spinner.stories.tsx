import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import type { SpinnerVariant } from '../../tokens/theme.js';
import { Spinner } from './Spinner.js';

const VARIANTS = Array.from({ length: 14 }, (_, index) => (index + 1) as SpinnerVariant);

const meta = {
  title: 'Foundation/Spinner',
  component: Spinner,
  argTypes: {
    variant: { control: 'select', options: VARIANTS },
    size: { control: { type: 'number', min: 8, max: 96 } },
    color: { control: 'color' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theme's spinner at the theme's size: switch the theme in the toolbar to see its variant. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('status', { name: '読み込み中' });
  },
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

/** All fourteen variants side by side, larger than default so their shapes can be compared. */
export const AllVariants: Story = {
  args: { size: 40 },
  render: (args) => (
    <Grid>
      {VARIANTS.map((variant) => (
        <li key={variant}>
          <Spinner {...args} variant={variant} label={`読み込み中（種類 ${variant}）`} />
          <span>種類 {variant}</span>
        </li>
      ))}
    </Grid>
  ),
};

export const CustomLabelAndColour: Story = {
  args: { label: '商品を検索しています', size: 32, color: '#2b8a3e' },
};
