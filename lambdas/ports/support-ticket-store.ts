export interface SupportTicket {
  id: string;
  title: string;
  description: string;
  user_email: string;
  status: 'open';
  created_at: string;
  /** 'enterprise' for a sales lead from the enterprise page; a support request otherwise. */
  kind?: 'support' | 'enterprise';
  /** A lead's contact: the person's name, the company and what they asked about. */
  contact_name?: string;
  company?: string;
  interest?: string;
}

export interface SupportTicketStore {
  create(ticket: SupportTicket): Promise<void>;
}
