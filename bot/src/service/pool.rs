//! The engine's threads. A search is CPU work for up to seconds: it runs off the async
//! threads (`spawn_blocking`), at most one per core at a time, the others waiting their turn
//! in order, so that the bot's moves, hints and analyses never hold up another command. A
//! search whose caller went away (a stopped process, a game that moved on) is told to stop
//! through the engine's stop flag and gives its core back within a few thousand nodes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tokio::sync::Semaphore;

use super::ServiceError;

/// A bounded pool of engine searches.
pub(crate) struct EnginePool {
    slots: Arc<Semaphore>,
}

/// Raises a search's stop flag when the caller stops waiting for it.
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl EnginePool {
    /// A pool running at most `threads` searches at once (at least one).
    pub fn new(threads: usize) -> EnginePool {
        EnginePool {
            slots: Arc::new(Semaphore::new(threads.max(1))),
        }
    }

    /// Runs `work` on a thread of its own once a slot is free, and returns what it returns.
    /// `work` is given a stop flag to put in its [`engine::Limits`]: it is raised when the
    /// returned future is dropped before the work is done.
    pub async fn run<T, F>(&self, work: F) -> Result<T, ServiceError>
    where
        F: FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
        T: Send + 'static,
    {
        let slot = self
            .slots
            .clone()
            .acquire_owned()
            .await
            .map_err(|e| ServiceError::Engine(e.to_string()))?;
        let stop = Arc::new(AtomicBool::new(false));
        let _stop_on_drop = StopOnDrop(stop.clone());
        let handle = tokio::task::spawn_blocking(move || {
            // The slot is held as long as the search runs, even one told to stop.
            let _slot = slot;
            work(stop)
        });
        handle
            .await
            .map_err(|e| ServiceError::Engine(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicUsize;
    use std::time::Duration;

    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn at_most_as_many_searches_as_slots_run_at_once() {
        let pool = Arc::new(EnginePool::new(2));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let mut tasks = Vec::new();
        for _ in 0..6 {
            let (pool, running, most) = (pool.clone(), running.clone(), most.clone());
            tasks.push(tokio::spawn(async move {
                pool.run(move |_| {
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(30));
                    running.fetch_sub(1, Ordering::SeqCst);
                })
                .await
            }));
        }
        for task in tasks {
            task.await.unwrap().unwrap();
        }
        assert_eq!(most.load(Ordering::SeqCst), 2);
    }

    #[tokio::test]
    async fn a_search_nobody_waits_for_is_told_to_stop() {
        let pool = EnginePool::new(1);
        let (seen, flag) = tokio::sync::oneshot::channel();
        let work = pool.run(move |stop| {
            let _ = seen.send(stop.clone());
            while !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        // Started, then abandoned.
        let waited = tokio::time::timeout(Duration::from_millis(50), work).await;
        assert!(waited.is_err());
        let stop = flag.await.unwrap();
        assert!(stop.load(Ordering::Relaxed));
        // Its slot comes back once it has stopped.
        let next = tokio::time::timeout(Duration::from_secs(5), pool.run(|_| 7)).await;
        assert_eq!(next.unwrap().unwrap(), 7);
    }
}
