//! Whether this host slows memory down now and then, with nothing of dama running: the
//! `load_processes` bench's p99 depends on it. A thread reads random bytes of a buffer in
//! rounds (`ROUND_READS` reads, then a pause) and times each round in the CPU time it used,
//! so that waiting for a core beside a busy load does not count; a round that takes four
//! times the fastest one, and over 2 ms, is slow, and slow rounds less than 100 ms apart make
//! one episode. It runs over a buffer that does not fit in the CPU's caches
//! (`HOST_MEMORY_MIB`, 1024), then over one that does (4 MiB): where the host makes memory
//! slow now and then (this project's 2-core virtual machine, every ~1.5 s), only the large
//! buffer has episodes; on a quiet host neither has.
//!
//! `cargo bench -p bot --bench host_memory`. Environment: `HOST_MEMORY_MIB` (1024),
//! `HOST_MEMORY_SECONDS` per buffer (20). Each episode is printed with its Unix time, to be
//! lined up with the moves of a load run beside it (`LOAD_TIMELINE`).

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Random reads in one timed round: a few hundred microseconds on an idle core.
const ROUND_READS: usize = 20_000;
/// Between rounds: the probe takes about a tenth of a core.
const PAUSE: Duration = Duration::from_millis(5);
/// Rounds closer than this belong to one episode.
const EPISODE_GAP: Duration = Duration::from_millis(100);

fn main() {
    let large = number("HOST_MEMORY_MIB", 1024).max(1);
    let seconds = number("HOST_MEMORY_SECONDS", 20) as u64;
    println!("buffer     rounds  fastest  episodes  extra (ms)  every (s, median)");
    for mib in [large, 4] {
        let run = Run::over(mib, Duration::from_secs(seconds));
        run.report(mib);
    }
}

fn number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|value| value.parse().ok())
        .unwrap_or(default)
}

/// A slow round: when it began (Unix seconds) and how long it took.
struct Slow {
    at: f64,
    took: Duration,
}

/// Slow rounds less than [`EPISODE_GAP`] apart: when the first and the last began, and the
/// time lost against the fastest round.
struct Episode {
    at: f64,
    last: f64,
    extra: Duration,
}

struct Run {
    rounds: usize,
    fastest: Duration,
    slow: Vec<Slow>,
}

impl Run {
    fn over(mib: usize, length: Duration) -> Run {
        // Written in full, so that every page is mapped before the timing starts.
        let buffer = vec![1u8; mib << 20];
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut sum = 0u64;
        let mut fastest = Duration::MAX;
        let mut slow = Vec::new();
        let mut rounds = 0;
        let began = Instant::now();
        while began.elapsed() < length {
            let at = unix_now();
            let start = thread_cpu_time();
            for _ in 0..ROUND_READS {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                sum = sum.wrapping_add(u64::from(buffer[(state % buffer.len() as u64) as usize]));
            }
            let took = thread_cpu_time().saturating_sub(start);
            rounds += 1;
            // The first rounds warm the caches up; they set no baseline.
            if rounds > 20 {
                fastest = fastest.min(took);
                if took > fastest * 4 && took > Duration::from_millis(2) {
                    slow.push(Slow { at, took });
                }
            }
            std::thread::sleep(PAUSE);
        }
        std::hint::black_box(sum);
        Run {
            rounds,
            fastest,
            slow,
        }
    }

    fn episodes(&self) -> Vec<Episode> {
        let mut episodes: Vec<Episode> = Vec::new();
        for round in &self.slow {
            let extra = round.took.saturating_sub(self.fastest);
            match episodes.last_mut() {
                Some(episode) if round.at - episode.last < EPISODE_GAP.as_secs_f64() => {
                    episode.extra += extra;
                    episode.last = round.at;
                }
                _ => episodes.push(Episode {
                    at: round.at,
                    last: round.at,
                    extra,
                }),
            }
        }
        episodes
    }

    fn report(&self, mib: usize) {
        let episodes = self.episodes();
        let mut gaps: Vec<f64> = episodes.windows(2).map(|w| w[1].at - w[0].at).collect();
        gaps.sort_by(f64::total_cmp);
        let every = gaps
            .get(gaps.len() / 2)
            .map_or("-".to_string(), |gap| format!("{gap:.2}"));
        let extra: Vec<String> = episodes
            .iter()
            .map(|episode| format!("{:.0}", episode.extra.as_secs_f64() * 1e3))
            .collect();
        println!(
            "{:>5} MiB  {:>6}  {:>5.2} ms  {:>8}  {}  {}",
            mib,
            self.rounds,
            self.fastest.as_secs_f64() * 1e3,
            episodes.len(),
            if extra.is_empty() {
                "-".to_string()
            } else {
                extra.join(" ")
            },
            every
        );
        for episode in &episodes {
            println!(
                "           episode at {:.3} (Unix), {:.1} ms lost",
                episode.at,
                episode.extra.as_secs_f64() * 1e3
            );
        }
    }
}

fn unix_now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |since| since.as_secs_f64())
}

/// The CPU time this thread has used.
fn thread_cpu_time() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to write; the clock exists on Linux.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "the thread's CPU clock is read");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}
