import type { SiteClient } from '../../lib/supabase.ts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../components/toast.tsx';
import { secondaryButtonClass } from '../../components/form-styles.ts';
import { MemberForm } from './member-form.tsx';
import { MemberList } from './member-list.tsx';
import { deleteMember, fetchAllMembers } from './team-api.ts';
import type { TeamMember } from './types.ts';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this team member?';

/** The admin's screen: the add/edit form beside the list of every member. */
export function TeamAdmin({ client }: { client: SiteClient }) {
  const [members, setMembers] = useState<TeamMember[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  // Bumped to remount the form empty after a save or cancel.
  const [formKey, setFormKey] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const deletingRef = useRef(false);
  const formTopRef = useRef<HTMLDivElement>(null);

  // Bumped to load the list again after a change.
  const [listVersion, setListVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchAllMembers(client)
      .then((loaded) => {
        if (!cancelled) setMembers(loaded);
      })
      .catch((error: unknown) => {
        console.error('Error fetching team members:', error);
        if (!cancelled) {
          toast({
            title: 'Error',
            description: 'Failed to load team members',
            variant: 'destructive',
          });
        }
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [client, listVersion]);

  const reload = () => setListVersion((version) => version + 1);

  function resetForm() {
    setEditing(null);
    setFormKey((key) => key + 1);
  }

  function startEdit(member: TeamMember) {
    setEditing(member);
    setFormKey((key) => key + 1);
    formTopRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  async function remove(member: TeamMember) {
    if (deletingRef.current) return;
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    deletingRef.current = true;
    setBusyId(member.id);
    try {
      await deleteMember(client, member.id);
      toast({ title: 'Success', description: 'Team member deleted' });
      if (editing?.id === member.id) resetForm();
      reload();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Deleting the team member failed';
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      deletingRef.current = false;
      setBusyId(null);
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink-950">Team Management</h1>
        <Link to="/team" className={secondaryButtonClass}>
          View Public Page
        </Link>
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
        <div ref={formTopRef} className="scroll-mt-24">
          <MemberForm
            key={formKey}
            client={client}
            member={editing}
            onSaved={() => {
              resetForm();
              reload();
            }}
            onCancel={resetForm}
          />
        </div>
        <MemberList
          members={members}
          loading={loading}
          editingId={editing?.id ?? null}
          busyId={busyId}
          onEdit={startEdit}
          onDelete={(member) => void remove(member)}
        />
      </div>
    </div>
  );
}
