-- Development data only: fictional people at a fictional practice. The local admin account is
-- created by the local backend at start, never here.

insert into public.team_members (id, name, position, bio, photo_url, linkedin_url, display_order, is_active)
values
  (
    '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a01',
    'Eleanor Hartley',
    'Managing Partner, FCCA',
    'Eleanor founded the practice after fifteen years in audit and advisory. She looks after owner-managed companies, year-end accounts and tax planning for directors.',
    null,
    'https://www.linkedin.com/in/eleanor-hartley-example',
    1,
    true
  ),
  (
    '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a02',
    'Rajesh Patel',
    'Senior Tax Adviser, CTA',
    'Rajesh handles self-assessment, capital gains and property income, and represents clients in HMRC enquiries.',
    null,
    null,
    2,
    true
  ),
  (
    '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a03',
    'Megan Lloyd',
    'Payroll and Pensions Manager',
    null,
    null,
    null,
    3,
    true
  ),
  (
    '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a04',
    'Tomasz Nowak',
    'Bookkeeper, AAT',
    'Tomasz keeps the books for sole traders and small limited companies, from bank reconciliations to quarterly VAT returns under Making Tax Digital.',
    null,
    null,
    4,
    true
  ),
  (
    '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a05',
    'Hannah Okafor',
    'Trainee Accountant, ACCA student',
    'Hannah joined the compliance team to prepare accounts and corporation tax returns while completing her ACCA exams.',
    null,
    null,
    5,
    false
  );
