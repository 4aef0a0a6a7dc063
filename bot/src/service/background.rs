//! The service's own work, done after a command was answered: the bot's moves and the
//! analyses that outlast their command. Each task is tracked, so that the console can wait
//! until the bot has answered before it reads the next line of a script, and so that a
//! stopping process ends them (a search told to stop, nothing half committed: each change is
//! one transaction) rather than leaving them to the runtime's teardown.

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use tokio::sync::Notify;
use tokio::task::AbortHandle;

#[derive(Default)]
pub(crate) struct Background {
    state: Arc<State>,
}

#[derive(Default)]
struct State {
    next: AtomicU64,
    tasks: Mutex<HashMap<u64, AbortHandle>>,
    idle: Notify,
}

/// Removes a finished (or aborted) task from the tracked ones.
struct Finished {
    state: Arc<State>,
    key: u64,
}

impl Drop for Finished {
    fn drop(&mut self) {
        let mut tasks = self.state.tasks.lock().unwrap_or_else(|e| e.into_inner());
        tasks.remove(&self.key);
        if tasks.is_empty() {
            self.state.idle.notify_waiters();
        }
    }
}

impl Background {
    /// Runs `work` as a tracked task.
    pub fn spawn(&self, work: impl Future<Output = ()> + Send + 'static) {
        let key = self.state.next.fetch_add(1, Ordering::Relaxed);
        let finished = Finished {
            state: self.state.clone(),
            key,
        };
        // Registered before the task can end, so that its end always finds it.
        let mut tasks = self.state.tasks.lock().unwrap_or_else(|e| e.into_inner());
        let task = tokio::spawn(async move {
            let _finished = finished;
            work.await;
        });
        tasks.insert(key, task.abort_handle());
    }

    /// Completes when no task is under way.
    pub async fn idle(&self) {
        loop {
            let notified = self.state.idle.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.is_idle() {
                return;
            }
            notified.await;
        }
    }

    fn is_idle(&self) -> bool {
        self.state
            .tasks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty()
    }

    /// Stops every task at its next await.
    pub fn abort_all(&self) {
        let tasks = self.state.tasks.lock().unwrap_or_else(|e| e.into_inner());
        for task in tasks.values() {
            task.abort();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[tokio::test]
    async fn idle_waits_for_every_task() {
        let background = Background::default();
        background.idle().await;
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        background.spawn(async move {
            let _ = rx.await;
        });
        background.spawn(async {});
        assert!(
            tokio::time::timeout(Duration::from_millis(50), background.idle())
                .await
                .is_err()
        );
        tx.send(()).unwrap();
        tokio::time::timeout(Duration::from_secs(5), background.idle())
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn aborted_tasks_end() {
        let background = Background::default();
        background.spawn(std::future::pending());
        background.abort_all();
        tokio::time::timeout(Duration::from_secs(5), background.idle())
            .await
            .unwrap();
    }
}
