export interface SupportTicket {
  id: string;
  title: string;
  description: string;
  user_email: string;
  status: 'open';
  created_at: string;
}

export interface SupportTicketStore {
  create(ticket: SupportTicket): Promise<void>;
}
