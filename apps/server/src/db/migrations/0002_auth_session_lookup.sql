-- The session lookup run by every signed-in call (modules/auth/sessionRepository.ts
-- findSessionByHash): the session and its user's profile by token hash, in one call. It is a
-- PL/pgSQL function because PL/pgSQL keeps the query's plan for the connection, so the join is
-- not planned again on every request (on embedded PGlite planning was most of the call's cost).
-- Keep its columns in step with the users table: a migration that renames one must replace this.
CREATE OR REPLACE FUNCTION auth_session(p_token_hash text)
RETURNS TABLE (
  session_id integer,
  last_used_ms double precision,
  revoked boolean,
  user_id integer,
  role text,
  status text,
  phone text,
  name text,
  username text,
  sex smallint,
  birth text,
  avatar text,
  has_password boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT s.id, extract(epoch FROM s.last_used_at)::float8 * 1000, s.revoked_at IS NOT NULL,
           u.id, u.role, u.status, u.phone, u.name, u.username, u.sex, u.birth, u.avatar,
           u.password_hash IS NOT NULL
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = p_token_hash
    LIMIT 1;
END
$$;
