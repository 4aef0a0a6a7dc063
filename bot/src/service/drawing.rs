//! The threads that draw images. Drawing a board is a millisecond of CPU work: it runs off the
//! async threads, on a fixed set of threads of its own (one per core) that take the drawings
//! in the order they were asked for. Fixed, because every thread that draws keeps what it
//! drew with — its allocator's arena, the PNG encoder's buffers — and a pool that grows a
//! thread per burst of moves (Tokio's blocking threads) keeps that memory once per thread.
//! The threads end when the service that owns them is dropped.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::oneshot;

/// A drawing to run, with where its result goes.
type Job = Box<dyn FnOnce() + Send>;

/// A fixed set of drawing threads.
pub(crate) struct DrawingThreads {
    jobs: Sender<Job>,
}

/// Why a drawing gave no result: its thread panicked, or none is left to run it.
#[derive(Debug, thiserror::Error)]
#[error("the drawing thread stopped before it finished")]
pub(crate) struct DrawingStopped;

impl DrawingThreads {
    /// `threads` drawing threads (at least one), named `draw-N`.
    pub fn new(threads: usize) -> DrawingThreads {
        let (jobs, queue) = channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        for n in 0..threads.max(1) {
            let queue = queue.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("draw-{n}"))
                .spawn(move || take_jobs(&queue));
            if let Err(error) = spawned {
                // The threads that did start serve; with none, each drawing says it stopped.
                tracing::error!(%error, "a drawing thread did not start");
            }
        }
        DrawingThreads { jobs }
    }

    /// Runs `work` on a drawing thread once one is free, and returns what it returns.
    pub async fn run<T, F>(&self, work: F) -> Result<T, DrawingStopped>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        let (done, result) = oneshot::channel();
        let job: Job = Box::new(move || {
            // The asker may have gone away (a dropped command): nothing to hand back then.
            let _ = done.send(work());
        });
        self.jobs.send(job).map_err(|_| DrawingStopped)?;
        result.await.map_err(|_| DrawingStopped)
    }

    /// Runs `work` on a drawing thread once one is free, after the drawings asked for before
    /// it, without waiting for it: work done ahead, that nobody waits for.
    pub fn run_ahead(&self, work: impl FnOnce() + Send + 'static) {
        // With no thread left, there is nothing to do it ahead of.
        let _ = self.jobs.send(Box::new(work));
    }
}

/// A drawing thread's life: the next job, until the service is gone.
fn take_jobs(queue: &Mutex<Receiver<Job>>) {
    loop {
        // The lock is held only while waiting for a job, not while it runs.
        let next = queue.lock().unwrap_or_else(PoisonError::into_inner).recv();
        let Ok(job) = next else {
            return;
        };
        // A panicking drawing drops its result sender (its asker hears it stopped); the
        // thread goes on to the next one.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn drawings_run_on_the_fixed_threads_at_most_as_many_at_once() {
        let threads = Arc::new(DrawingThreads::new(2));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let mut asked = Vec::new();
        for i in 0..24 {
            let (threads, running, most) = (threads.clone(), running.clone(), most.clone());
            asked.push(tokio::spawn(async move {
                threads
                    .run(move || {
                        let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        std::thread::sleep(std::time::Duration::from_millis(2));
                        running.fetch_sub(1, Ordering::SeqCst);
                        (i, std::thread::current().name().map(str::to_string))
                    })
                    .await
            }));
        }
        let mut names = HashSet::new();
        for (i, task) in asked.into_iter().enumerate() {
            let (got, name) = task.await.unwrap().unwrap();
            assert_eq!(got, i, "each asker gets its own drawing's result");
            names.insert(name.expect("a named thread"));
        }
        assert!(most.load(Ordering::SeqCst) <= 2);
        assert!(names.len() <= 2, "{names:?}");
        assert!(names.iter().all(|name| name.starts_with("draw-")));
    }

    #[tokio::test]
    async fn a_panicking_drawing_is_reported_and_the_thread_serves_on() {
        let threads = DrawingThreads::new(1);
        let failed = threads
            .run(|| -> u32 { panic!("a drawing that fails") })
            .await;
        assert!(failed.is_err());
        assert_eq!(threads.run(|| 7).await.unwrap(), 7);
    }

    #[tokio::test]
    async fn work_run_ahead_takes_its_turn_on_a_drawing_thread() {
        let threads = DrawingThreads::new(1);
        let order = Arc::new(Mutex::new(Vec::new()));
        let ahead = order.clone();
        threads.run_ahead(move || {
            let name = std::thread::current().name().map(str::to_string);
            ahead.lock().unwrap().push(name.unwrap_or_default());
        });
        let asked = order.clone();
        threads
            .run(move || asked.lock().unwrap().push("asked".to_string()))
            .await
            .unwrap();
        // One thread takes the jobs in the order they came.
        assert_eq!(*order.lock().unwrap(), ["draw-0", "asked"]);
    }
}
