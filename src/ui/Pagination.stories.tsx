import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination';

function PagedList({ total }: { total: number }) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  return (
    <Pagination
      total={total}
      pageNum={page.pageNum}
      pageSize={page.pageSize}
      onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
    />
  );
}

const meta: Meta = { title: 'UI/Pagination' };
export default meta;

export const ManyPages: StoryObj = { render: () => <PagedList total={1234} /> };
export const FewPages: StoryObj = { render: () => <PagedList total={45} /> };
export const NoRows: StoryObj = { render: () => <PagedList total={0} /> };
