//! The operator's side: moving a community's data between databases
//! ([`crate::store::copy`]), checking a database ([`check`]), backups and restores
//! ([`backup`]). The `dama store …` commands drive them; the bot's scheduler runs the
//! rotating backups and the retention.

pub mod backup;
pub mod check;
