import { createFileRoute } from '@tanstack/react-router';
import { publicPages } from '../../domain/pages';
import { pageHead } from '../seo';
import { LiveChatPage } from './-components/live-chat/LiveChatPage';

const page = publicPages['/live-chat'];

export const Route = createFileRoute('/live-chat')({
  head: () => pageHead('/live-chat', page),
  component: function LiveChatRoute() {
    return <LiveChatPage page={page} />;
  },
});
