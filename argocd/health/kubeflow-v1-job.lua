-- Health of a training-operator v1 job (PyTorchJob, TFJob, XGBoostJob, MPIJob, PaddleJob, JAXJob).
-- The operator appends conditions Created, Running, Restarting, Succeeded, Failed (and Suspended); a
-- condition whose status is "True" is a phase, and the last such one is the current phase.
local runningIsHealthy = false
local hs = {status = "Progressing", message = "Waiting for the training-operator"}
if obj.status == nil or obj.status.conditions == nil then
  return hs
end
local current = nil
for _, c in ipairs(obj.status.conditions) do
  if c.status == "True" then
    if c.type == "Failed" then
      return {status = "Degraded", message = c.message or "Failed"}
    elseif c.type == "Succeeded" then
      return {status = "Healthy", message = c.message or "Succeeded"}
    end
    current = c
  end
end
if current == nil then
  return hs
end
hs.message = current.message or current.type
if current.type == "Suspended" then
  hs.status = "Suspended"
elseif current.type == "Running" and runningIsHealthy then
  hs.status = "Healthy"
end
return hs
