//! The chores the bot does itself, from the environment: rotating backups (`BACKUP_EVERY`,
//! `BACKUP_DIR`, `BACKUP_KEEP`) and the retention of finished games
//! (`RETAIN_FINISHED_DAYS`). Each is done once for all the processes on one database.

use std::path::PathBuf;

use super::Config;

/// A chore setting that cannot be used as set; the message names the variable.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct ChoresConfigError(String);

/// Backups kept by the bot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupPlan {
    /// Seconds between two backups.
    pub every: i64,
    pub dir: PathBuf,
    /// How many of the last backups are kept.
    pub keep: usize,
    /// The database backed up.
    pub database_url: String,
}

/// What the scheduler does besides the games' clocks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Chores {
    pub backup: Option<BackupPlan>,
    /// Finished games older than this many days are removed; `None`: kept forever.
    pub retain_finished_days: Option<i64>,
}

/// Backups kept when `BACKUP_KEEP` is unset: a week of daily ones.
pub const DEFAULT_BACKUP_KEEP: usize = 7;
/// Where backups go when `BACKUP_DIR` is unset.
pub const DEFAULT_BACKUP_DIR: &str = "backups";
/// The shortest time between two backups.
const MIN_BACKUP_EVERY: i64 = 60;

impl Chores {
    pub fn from_config(config: &Config) -> Result<Chores, ChoresConfigError> {
        let backup = match &config.backup_every {
            None => {
                if config.backup_dir.is_some() || config.backup_keep.is_some() {
                    tracing::warn!(
                        "BACKUP_DIR or BACKUP_KEEP is set without BACKUP_EVERY: no backups"
                    );
                }
                None
            }
            Some(every) => {
                let every = parse_period(every).filter(|s| *s >= MIN_BACKUP_EVERY).ok_or_else(|| {
                    ChoresConfigError(format!(
                        "BACKUP_EVERY={every}: a period such as 24h, 12h, 7d or 90m (at least 1m)"
                    ))
                })?;
                let keep = match &config.backup_keep {
                    None => DEFAULT_BACKUP_KEEP,
                    Some(keep) => keep.parse().ok().filter(|k| *k >= 1).ok_or_else(|| {
                        ChoresConfigError(format!(
                            "BACKUP_KEEP={keep}: how many backups to keep, 1 or more"
                        ))
                    })?,
                };
                Some(BackupPlan {
                    every,
                    dir: PathBuf::from(config.backup_dir.as_deref().unwrap_or(DEFAULT_BACKUP_DIR)),
                    keep,
                    database_url: config.database_url.clone(),
                })
            }
        };
        let retain_finished_days = match &config.retain_finished_days {
            None => None,
            Some(days) => Some(days.parse().ok().filter(|d| *d >= 1).ok_or_else(|| {
                ChoresConfigError(format!(
                    "RETAIN_FINISHED_DAYS={days}: a number of days, 1 or more (unset: forever)"
                ))
            })?),
        };
        Ok(Chores {
            backup,
            retain_finished_days,
        })
    }
}

/// `24h`, `90m`, `7d`, `1d12h`, `3600s` as seconds; `None` for anything else.
pub fn parse_period(text: &str) -> Option<i64> {
    let mut total: i64 = 0;
    let mut number = String::new();
    let mut any = false;
    for c in text.trim().chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c.to_ascii_lowercase() {
            's' => 1,
            'm' => 60,
            'h' => 3600,
            'd' => 86_400,
            'w' => 7 * 86_400,
            _ => return None,
        };
        let n: i64 = number.parse().ok()?;
        total = total.checked_add(n.checked_mul(unit)?)?;
        number.clear();
        any = true;
    }
    (any && number.is_empty() && total > 0).then_some(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn chores(vars: &[(&str, &str)]) -> Result<Chores, ChoresConfigError> {
        let env: HashMap<&str, &str> = vars.iter().copied().collect();
        Chores::from_config(&Config::from_lookup(|k| env.get(k).map(|v| v.to_string())))
    }

    #[test]
    fn periods_read_as_people_write_them() {
        assert_eq!(parse_period("24h"), Some(86_400));
        assert_eq!(parse_period("1d12h"), Some(129_600));
        assert_eq!(parse_period("90m"), Some(5400));
        assert_eq!(parse_period("7D"), Some(604_800));
        for bad in ["", "24", "h", "-3h", "1.5h", "3x", "0h"] {
            assert_eq!(parse_period(bad), None, "{bad}");
        }
    }

    #[test]
    fn unset_means_no_backup_and_forever() {
        assert_eq!(chores(&[]).unwrap(), Chores::default());
        let set = chores(&[
            ("BACKUP_EVERY", "24h"),
            ("BACKUP_DIR", "/var/backups/dama"),
            ("BACKUP_KEEP", "14"),
            ("RETAIN_FINISHED_DAYS", "365"),
        ])
        .unwrap();
        let plan = set.backup.unwrap();
        assert_eq!((plan.every, plan.keep), (86_400, 14));
        assert_eq!(plan.dir, PathBuf::from("/var/backups/dama"));
        assert_eq!(set.retain_finished_days, Some(365));
    }

    #[test]
    fn a_bad_value_names_its_variable() {
        for (key, value) in [
            ("BACKUP_EVERY", "daily"),
            ("BACKUP_EVERY", "10s"),
            ("BACKUP_KEEP", "0"),
            ("RETAIN_FINISHED_DAYS", "never"),
        ] {
            let mut vars = vec![(key, value)];
            if key != "BACKUP_EVERY" {
                vars.push(("BACKUP_EVERY", "24h"));
            }
            let error = chores(&vars).unwrap_err().to_string();
            assert!(error.starts_with(key), "{error}");
        }
    }
}
